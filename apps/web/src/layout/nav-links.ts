export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/equipment', label: 'Equipment' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
