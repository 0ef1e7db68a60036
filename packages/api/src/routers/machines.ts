import * as z from 'zod';
import { machineModelInput } from '../catalogue/shared/fitment-input.ts';
import { idParam, idInput } from '../shared/fields.ts';
import { createMachine, deleteMachine, listMachines, updateMachine } from '../catalogue/index.ts';
import { createTRPCRouter, publicProcedure, staffProcedure } from '../trpc.ts';

// Product answers name the models they fit, so a change to the list is a catalogue change.
const machinesWrite = staffProcedure('catalog.edit');

export const machinesRouter = createTRPCRouter({
  /** Every machine model, for the shop's "My machine" picker and the admin site. */
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/machines',
        tags: ['catalogue'],
        summary:
          'Machine models (make, model, operating weight in kg, pin diameter in mm, coupler) for fitment',
      },
    })
    .query(({ ctx }) => ctx.catalogCache.get('machines', () => listMachines(ctx.db))),

  create: machinesWrite
    .input(machineModelInput)
    .mutation(({ ctx, input }) => createMachine(ctx.db, ctx.staff, input)),

  update: machinesWrite
    .input(z.object({ id: idParam, values: machineModelInput }))
    .mutation(({ ctx, input }) => updateMachine(ctx.db, ctx.staff, input.id, input.values)),

  delete: machinesWrite.input(idInput).mutation(async ({ ctx, input }) => {
    await deleteMachine(ctx.db, ctx.staff, input.id);
    return { id: input.id };
  }),
});
