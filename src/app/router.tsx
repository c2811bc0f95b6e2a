// The data router: the public site and the admin are separate lazy chunks.
import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    lazy: () => import('@/admin/admin-app').then((m) => ({ Component: m.AdminApp })),
    HydrateFallback: () => null,
  },
  {
    path: '*',
    lazy: () => import('@/site/site-app').then((m) => ({ Component: m.SiteApp })),
    HydrateFallback: () => null,
  },
];

