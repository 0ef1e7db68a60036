import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function Shell() {
  const navigation = useNavigation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {navigation.state === 'loading' && <div className="nav-progress" role="presentation" />}
      <Header />
      {/* At least a screen tall, so the footer never jumps when a page's data arrives. */}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        style={{ flex: 1, outline: 'none', minHeight: 'calc(100vh - var(--shop-header-height))' }}
      >
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
