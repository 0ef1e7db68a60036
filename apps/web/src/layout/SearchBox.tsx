import { CloseButton, TextInput, type BoxProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { catalogueUrl } from '../catalog/catalogue-url.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps extends Pick<BoxProps, 'visibleFrom'> {
  style?: CSSProperties;
  autoFocus?: boolean;
  /** Given on small screens, where Escape also closes the box. */
  onClose?: () => void;
}

/** The header search: passes the text on to the catalogue 300 ms after the last keystroke. */
export function SearchBox({ visibleFrom, style, autoFocus, onClose }: SearchBoxProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onCatalogue = location.pathname === '/equipment';
  const urlSearch = onCatalogue ? (params.get('search') ?? '') : '';
  const [value, setValue] = useState(urlSearch);
  const lastSent = useRef(urlSearch);

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
      const category = params.get('category');
      // Typing refines the current listing rather than adding a history entry per word.
      navigate(catalogueUrl({ search, category }), { replace: true });
    } else if (search) {
      navigate(catalogueUrl({ search }));
    }
  };
  const sendLater = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  const clear = () => {
    sendLater.cancel();
    setValue('');
    send('');
  };

  return (
    <TextInput
      className="shop-header-search"
      visibleFrom={visibleFrom}
      style={style}
      type="search"
      placeholder="Search equipment..."
      aria-label="Search equipment"
      autoFocus={autoFocus}
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
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          clear();
          onClose?.();
        } else if (event.key === 'Enter') {
          sendLater.cancel();
          send(value);
        }
      }}
    />
  );
}
