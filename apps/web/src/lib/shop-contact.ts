export { SHOP_CONTACT } from '@buildright/api/shared';
