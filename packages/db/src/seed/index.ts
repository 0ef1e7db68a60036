import { fileURLToPath } from 'node:url';

/** Folder of the illustrations the demo products refer to as `/demo-images/<file>`. */
export const demoImagesDir = fileURLToPath(new URL('../../seed-images', import.meta.url));

export { seedDemoCatalogue } from './seed-demo.ts';
