import { createBrowserRouter } from 'react-router-dom';
import { ADMIN_BASE_PATH } from '@buildright/api/shared';
import { adminRoutes } from './routes.tsx';

export const router = createBrowserRouter(adminRoutes, { basename: ADMIN_BASE_PATH });
