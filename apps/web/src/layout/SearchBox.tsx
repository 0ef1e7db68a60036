import { CloseButton, Combobox, TextInput, useCombobox, type BoxProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { catalogueUrl, withFilter } from '../catalog/catalogue-url.ts';
import { SearchSuggestions, suggestionTarget } from './SearchSuggestions.tsx';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps extends Pick<BoxProps, 'visibleFrom'> {
  style?: CSSProperties;
  autoFocus?: boolean;
  /** Given on small screens, where Escape also closes the box. */
  onClose?: () => void;
}

/**
 * The header search: 300 ms after the last keystroke the text goes on to the catalogue and a
 * list of suggestions opens under the box (an ARIA combobox: arrows move, Enter opens the
 * highlighted product or category, or the catalogue's results when none is highlighted).
 */
export function SearchBox({ visibleFrom, style, autoFocus, onClose }: SearchBoxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onCatalogue = location.pathname === '/equipment';
  const urlSearch = onCatalogue ? (params.get('search') ?? '') : '';
  const [value, setValue] = useState(urlSearch);
  const [suggestFor, setSuggestFor] = useState('');
  const lastSent = useRef(urlSearch);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // Follow the address when it changes from elsewhere (Clear Search, back button, a shared link).
  useEffect(() => {
    if (urlSearch !== lastSent.current) {
      lastSent.current = urlSearch;
      setValue(urlSearch);
    }
  }, [urlSearch]);

  const send = (text: string) => {
    const search = text.trim();
    if (search === lastSent.current) return;
    lastSent.current = search;
    if (onCatalogue) {
      // Typing refines the current listing rather than adding a history entry per word.
      navigate(withFilter(params, { search }), { replace: true });
    } else if (search) {
      navigate(catalogueUrl({ search }));
    }
  };
  const sendLater = useDebouncedCallback((text: string) => {
    send(text);
    setSuggestFor(text.trim());
    combobox.openDropdown();
  }, SEARCH_DEBOUNCE_MS);

  // What a buyer typed into the server-drawn box before the app took the page over is still in
  // the input (hydration leaves a field's text alone) but not in this state: take it and search.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.value ?? '';
    if (early !== '' && early !== value) {
      setValue(early);
      sendLater(early);
    }
    // Once, as the page comes alive; afterwards the state leads the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clear = () => {
    sendLater.cancel();
    setValue('');
    setSuggestFor('');
    send('');
  };

  const openSuggestion = (choice: string) => {
    combobox.closeDropdown();
    sendLater.cancel();
    void navigate(suggestionTarget(choice, value.trim()));
  };

  return (
    // Not kept mounted while closed (Combobox's default): a hidden dropdown is still positioned
    // at hydration and on every scroll, on every page.
    <Combobox store={combobox} onOptionSubmit={openSuggestion} keepMounted={false}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={input}
          className="shop-header-search"
          visibleFrom={visibleFrom}
          style={style}
          type="search"
          placeholder="Search equipment..."
          aria-label="Search equipment"
          aria-autocomplete="list"
          autoFocus={autoFocus}
          autoComplete="off"
          leftSection={<IconSearch size={16} color="#c5cbd3" aria-hidden />}
          rightSection={
            value ? (
              <CloseButton
                size="sm"
                variant="transparent"
                c="#e3e6eb"
                aria-label="Clear search"
                onClick={clear}
              />
            ) : null
          }
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            sendLater(event.currentTarget.value);
          }}
          onFocus={() => {
            if (suggestFor) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              clear();
              onClose?.();
            } else if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
              // Nothing highlighted: the catalogue's results for the text.
              sendLater.cancel();
              combobox.closeDropdown();
              send(value);
            }
          }}
        />
      </Combobox.Target>
      <SearchSuggestions text={suggestFor} />
    </Combobox>
  );
}
