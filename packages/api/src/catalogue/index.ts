export {
  cancelBackInStock,
  queueBackInStockEmails,
  requestBackInStock,
} from './back-in-stock/requests.ts';
export { CATALOG_CHANGED_CHANNEL, CatalogCache } from './catalog-cache.ts';
export {
  type Category,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.ts';
export { csvChunks, csvDocument, type CsvExportOptions, unescapeFormula } from './csv/cells.ts';
export { exportProductsCsv } from './csv/product-export.ts';
export { applyProductImport, previewProductImport } from './csv/product-import.ts';
export {
  addToFleet,
  createMachine,
  deleteMachine,
  listFleet,
  listMachines,
  machineForFilter,
  removeFromFleet,
  updateMachine,
} from './machines.ts';
export { tiersOfProducts } from './price-tiers.ts';
export { addProductDocument, removeProductDocument } from './product-documents/documents.ts';
export { DocumentDownloadError, type DocumentFiles } from './product-documents/files.ts';
export {
  createProduct,
  deleteProduct,
  getProduct,
  getProductDetail,
  listProducts,
  type Product,
  type ProductDetail,
  setProductStock,
  updateProduct,
} from './products.ts';
export { relatedProducts, type RelatedProducts } from './related.ts';
export { shopVisible } from './search/product-filters-sql.ts';
export { suggest } from './search/suggestions.ts';
export {
  listSitePages,
  type ProductRun,
  type PublicPage,
  shownProductPages,
  splitShownProducts,
} from './sitemap.ts';
