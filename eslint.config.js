export { default } from '@buildright/eslint-config';
