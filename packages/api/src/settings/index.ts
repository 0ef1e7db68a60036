export { getShopSettings, setLowStockThreshold, updateShopSettings } from './shop-settings.ts';
