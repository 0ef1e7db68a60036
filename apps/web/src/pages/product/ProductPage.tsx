import type { Product, ProductDetail } from '@buildright/api';
import {
  displayImage,
  fromCents,
  percentOff,
  priceLadder,
  unitPriceCents,
  type PriceTier,
} from '@buildright/api/shared';
import { PriceTag, StockBadge } from '@buildright/ui';
import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconHeadset,
  IconShieldCheck,
  IconShoppingCartPlus,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { shortfallText } from '../../cart/rules.ts';
import { useAddToCart } from '../../cart/useCart.ts';
import { BackInStockForm } from './BackInStockForm.tsx';
import { CompatibleMachines } from '../../fitment/CompatibleMachines.tsx';
import { FitCheck } from '../../fitment/FitCheck.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { JsonLd } from '../../seo/JsonLd.tsx';
import { PageHead } from '../../seo/PageHead.tsx';
import { pageTitle, plainTextOf, SHOP_NAME, snippetOf } from '../../seo/page-text.ts';
import { usePublicUrl } from '../../seo/public-url.tsx';
import { productBreadcrumbJsonLd, productJsonLd, productPath } from '../../seo/product-json-ld.ts';
import { ProductDocuments } from './ProductDocuments.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductNotFound } from './ProductNotFound.tsx';
import { QuantityPicker } from '../../components/QuantityPicker.tsx';
import { VolumePrices } from './VolumePrices.tsx';
import { QuantityPrice } from './QuantityPrice.tsx';
import { StockCapNote } from '../../cart/StockCapNote.tsx';
import { useMemberPrices } from '../../catalog/useMemberPrices.ts';
import { SaveToList } from '../../lists/SaveToList.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';
import { ProductReviews } from '../../reviews/ProductReviews.tsx';
import { RatingSummary } from '../../reviews/RatingSummary.tsx';
import { productIdOf } from './product-id.ts';
import { Specifications } from './Specifications.tsx';

export function ProductPage() {
  const trpc = useTRPC();
  const { id } = useParams();
  const productId = productIdOf(id);
  const product = useQuery(
    trpc.catalog.byId.queryOptions(productId === undefined ? skipToken : { id: productId }),
  );
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const backTo = from?.startsWith('/equipment') ? from : '/equipment';

  if (productId === undefined || product.isError) return <ProductNotFound />;
  if (product.isPending) return <ProductSkeleton />;
  return <ProductDetails product={product.data} backTo={backTo} />;
}

function ProductDetails({ product, backTo }: { product: ProductDetail; backTo: string }) {
  const discount = percentOff(product);
  const yours = useMemberPrices([product.id]).get(product.id);
  // The buyer's unit price from each quantity on, as the server's pricing rule gives it.
  const ladder = yours?.ladder ?? priceLadder(product);

  return (
    <Container size="xl" py="xl">
      <ProductHead product={product} />
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="/">
            <Anchor component={Link} to={backTo}>
              Equipment
            </Anchor>
            <Text component="span" aria-current="page" c="dimmed" lineClamp={1}>
              {product.name}
            </Text>
          </Breadcrumbs>
        </nav>
        <Button
          component={Link}
          to={backTo}
          variant="subtle"
          color="dark"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Equipment
        </Button>
      </Group>

      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ProductGallery product={product} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Badge color="dark" size="lg" variant="filled" w="fit-content">
              {product.category}
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 42 }} lh={1.1}>
              {product.name}
            </Title>
            <RatingSummary rating={product.rating} />
            <Group gap="sm" align="center">
              <PriceTag
                price={product.price}
                salePrice={product.salePrice}
                yourPrice={yours?.price}
                size="xl"
              />
              {discount !== null && !yours && (
                <Badge color="red" size="lg" variant="filled">
                  {discount}% OFF
                </Badge>
              )}
            </Group>
            <Group gap="sm">
              <StockBadge stock={product.stock} size="lg" />
              {product.stock > 0 && (
                <Text size="sm" c="dimmed">
                  {product.stock} units in stock
                </Text>
              )}
            </Group>
            <VolumePrices ladder={ladder} yours={Boolean(yours)} />
            <FitCheck fitment={product.fitment} />
            <AddToCart product={product} ladder={ladder} />
            {product.stock <= 0 && <BackInStockForm product={product} />}
            <Group gap={6}>
              <IconTruck size={18} aria-hidden color="#1f6f35" />
              <Text size="sm" c="#1f6f35" fw={600}>
                Free shipping on orders over $50
              </Text>
            </Group>
            <SimpleGrid cols={3} spacing="sm" mt="sm">
              <InfoTile icon={<IconShieldCheck size={22} />} title="Warranty" text="2 Year" />
              <InfoTile
                icon={<IconTruckDelivery size={22} />}
                title="Shipping"
                text="Fast Delivery"
              />
              <InfoTile icon={<IconHeadset size={22} />} title="Support" text="24/7 Help" />
            </SimpleGrid>
          </Stack>
        </Grid.Col>
      </Grid>

      {/* Below the fold, each part a Suspense boundary of its own: React hydrates it after the
          buy box, in a task of its own, instead of the whole page in one long task. */}
      <Suspense>
        <Grid gap="lg" mt={48}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" p="lg" h="100%">
              <Title order={2} fz={26} mb="sm">
                Description
              </Title>
              <Box
                className="rich-text"
                data-testid="product-description"
                dangerouslySetInnerHTML={{ __html: product.description }}
              />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Specifications product={product} />
              <ProductDocuments documents={product.documents} />
              <CompatibleMachines fitment={product.fitment} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Suspense>
      <Suspense>
        <ProductReviews productId={product.id} rating={product.rating} />
      </Suspense>
      <Suspense>
        <RelatedProducts productId={product.id} />
      </Suspense>
    </Container>
  );
}

/**
 * How many, and Add to Cart: never more than the stock, counting what the cart holds. The unit
 * price and tier that quantity gets are shown as it changes.
 */
function AddToCart({ product, ladder }: { product: Product; ladder: readonly PriceTier[] }) {
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const outOfStock = product.stock <= 0;
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="nowrap" align="center">
        <QuantityPicker
          value={quantity}
          max={product.stock}
          onChange={(next) => {
            setQuantity(next);
            setRefusal(null);
          }}
          disabled={outOfStock}
        />
        <Button
          size="lg"
          h={50}
          leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
          disabled={outOfStock}
          onClick={() => {
            const refused = add(product, quantity);
            setRefusal(refused ? shortfallText(refused) : null);
          }}
          style={{ flex: 1 }}
          maw={260}
        >
          Add to Cart
        </Button>
      </Group>
      <StockCapNote quantity={quantity} stock={product.stock} />
      {!outOfStock && <QuantityPrice ladder={ladder} quantity={quantity} />}
      <Text size="sm" c="red.8" fw={600} role="status" data-testid="add-to-cart-refusal">
        {refusal}
      </Text>
      <SaveToList product={product} quantity={quantity} />
    </Stack>
  );
}

function ProductHead({ product }: { product: ProductDetail }) {
  const publicUrl = usePublicUrl();
  const text = plainTextOf(product.description);
  return (
    <>
      <PageHead
        title={pageTitle(product.name)}
        description={snippetOf(text || `${product.name} from ${SHOP_NAME}.`)}
        path={productPath(product)}
        image={displayImage(product)}
        imageAlt={product.name}
        type="product"
      >
        <meta property="product:price:amount" content={fromCents(unitPriceCents(product))} />
        <meta property="product:price:currency" content="USD" />
      </PageHead>
      <JsonLd data={productJsonLd(product, publicUrl, product.rating)} />
      <JsonLd data={productBreadcrumbJsonLd(product, publicUrl)} />
    </>
  );
}

function InfoTile({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <Card withBorder radius="md" p="sm" ta="center">
      <Stack gap={4} align="center">
        <ThemeIcon variant="filled" color="safety" radius="xl" size={40} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Card>
  );
}

function ProductSkeleton() {
  return (
    <Container size="xl" py="xl" aria-busy="true" data-testid="product-loading">
      <title>Loading equipment | BuildRight Equipment</title>
      <Skeleton height={20} width={240} mb="lg" />
      <Grid gap={48}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton radius="md" style={{ aspectRatio: '4 / 3' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Skeleton height={24} width={120} />
            <Skeleton height={44} width="80%" />
            <Skeleton height={20} width={200} />
            <Skeleton height={36} width={180} />
            <Skeleton height={50} width={360} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
