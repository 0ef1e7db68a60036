import { MIN_SUGGEST_LENGTH, shownCount } from '@buildright/api/shared';
import { Combobox, Group, Image, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@buildright/browser';
import { catalogueUrl } from '../catalog/catalogue-url.ts';
import { useTRPC } from '../lib/trpc.ts';

/** Where a chosen suggestion leads: its product page, or the search within its category. */
export function suggestionTarget(choice: string, search: string): string {
  const [kind, id] = choice.split(':');
  return kind === 'product' ? `/equipment/${id}` : catalogueUrl({ search, category: id });
}

/** The header search's dropdown: up to six products and the categories holding the matches. */
export function SearchSuggestions({ text }: { text: string }) {
  const trpc = useTRPC();
  const suggestions = useQuery({
    ...trpc.catalog.suggest.queryOptions({ q: text }),
    enabled: text.length >= MIN_SUGGEST_LENGTH,
    placeholderData: keepPreviousData,
  });
  const { products = [], categories = [], estimated = false } = suggestions.data ?? {};
  const empty = products.length === 0 && categories.length === 0;

  return (
    <Combobox.Dropdown hidden={text.length < MIN_SUGGEST_LENGTH || suggestions.isPending} miw={320}>
      <Combobox.Options aria-label="Suggestions" data-testid="search-suggestions">
        {empty ? (
          <Combobox.Empty>No equipment matches “{text}”</Combobox.Empty>
        ) : (
          <>
            {products.length > 0 && (
              <Combobox.Group label="Products">
                {products.map((product) => (
                  <Combobox.Option key={product.id} value={`product:${product.id}`}>
                    <Group gap="sm" wrap="nowrap">
                      <Image
                        src={product.imageUrl}
                        alt=""
                        w={40}
                        h={30}
                        radius="sm"
                        fit="cover"
                        fallbackSrc="/favicon.svg"
                      />
                      <Text size="sm" fw={600} style={{ flex: 1 }} lineClamp={2}>
                        {product.name}
                      </Text>
                      <Text size="sm" fw={700} c={product.salePrice ? 'red.9' : undefined}>
                        {formatMoney(product.salePrice ?? product.price)}
                      </Text>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            )}
            {categories.length > 0 && (
              <Combobox.Group label="Categories">
                {categories.map((category) => (
                  <Combobox.Option key={category.id} value={`category:${category.id}`}>
                    <Text size="sm">
                      “{text}” in <strong>{category.name}</strong> (
                      {shownCount(category.count, estimated)})
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            )}
          </>
        )}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
