import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Each page is its own chunk, fetched when first opened.
const ProductList = lazy(() => import('./ProductList').then((module) => ({ default: module.ProductList })));
const ProductCreate = lazy(() => import('./ProductCreate').then((module) => ({ default: module.ProductCreate })));
const ProductEdit = lazy(() => import('./ProductEdit').then((module) => ({ default: module.ProductEdit })));

export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: Inventory2Icon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
