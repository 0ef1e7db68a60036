import { shopSettingsInput } from '../settings/shared/shop-settings.ts';
import { getShopSettings, updateShopSettings } from '../settings/index.ts';
import { createTRPCRouter, staffProcedure } from '../trpc.ts';

const manageSettings = staffProcedure('settings.manage');

export const settingsRouter = createTRPCRouter({
  get: manageSettings.query(({ ctx }) => getShopSettings(ctx.db)),
  update: manageSettings
    .input(shopSettingsInput)
    .mutation(({ ctx, input }) => updateShopSettings(ctx.db, ctx.staff, input)),
});
