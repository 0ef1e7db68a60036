export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/equipment', label: 'Equipment' },
  { to: '/quick-order', label: 'Quick Order' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;
