import { IconBackhoe } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function Brand() {
  return (
    <Link to="/" className="shop-brand" aria-label="BuildRight Equipment, home">
      <IconBackhoe size={30} color="var(--mantine-color-safety-6)" aria-hidden />
      <span>
        Build<span className="shop-brand-accent">Right</span>
      </span>
    </Link>
  );
}
