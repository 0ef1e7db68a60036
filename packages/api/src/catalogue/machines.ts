import { and, asc, eq, sql } from 'drizzle-orm';
import { customerMachines, machineModels, type Database } from '@buildright/db';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { MachineModelValues } from './shared/fitment-input.ts';
import type { MachineModel } from './shared/fitment.ts';
import { changedFields, recordAudit, type StaffActor } from '../audit/index.ts';
import { isUniqueViolation } from '../database/index.ts';

const machineColumns = {
  id: machineModels.id,
  make: machineModels.make,
  model: machineModels.model,
  operatingWeightKg: machineModels.operatingWeightKg,
  pinDiameterMm: machineModels.pinDiameterMm,
  coupler: machineModels.coupler,
};

/** Every machine model, by make then model. */
export function listMachines(db: Database): Promise<MachineModel[]> {
  return db
    .select(machineColumns)
    .from(machineModels)
    .orderBy(asc(sql`lower(${machineModels.make})`), asc(sql`lower(${machineModels.model})`));
}

async function findMachine(db: Database, id: number): Promise<MachineModel | undefined> {
  const [machine] = await db
    .select(machineColumns)
    .from(machineModels)
    .where(eq(machineModels.id, id));
  return machine;
}

async function getMachine(db: Database, id: number): Promise<MachineModel> {
  const machine = await findMachine(db, id);
  if (!machine) throw notFound(`No machine model with id ${id}`);
  return machine;
}

/** A machine named by a visitor's filter: an unknown one is their mistake, a 400. */
export async function machineForFilter(db: Database, id: number): Promise<MachineModel> {
  const machine = await findMachine(db, id);
  if (!machine) throw badRequest(`No machine model with id ${id}`);
  return machine;
}

function duplicateOf(values: MachineModelValues) {
  return conflict(`${values.make} ${values.model} is already in the list of machines`);
}

const auditedFields = ['make', 'model', 'operatingWeightKg', 'pinDiameterMm', 'coupler'] as const;
const labelOf = (machine: Pick<MachineModel, 'make' | 'model'>) =>
  `${machine.make} ${machine.model}`;

/** Runs a write; a second model of the same make and name is a 409 that names it. */
async function withUniqueModel<T>(values: MachineModelValues, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOf(values);
    throw error;
  }
}

export async function createMachine(
  db: Database,
  actor: StaffActor,
  values: MachineModelValues,
): Promise<MachineModel> {
  return withUniqueModel(values, () =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(machineModels).values(values).returning(machineColumns);
      await recordAudit(tx, actor, {
        action: 'machine.created',
        entityType: 'machine',
        entityId: created!.id,
        entityLabel: labelOf(created!),
        changes: changedFields(null, created!, auditedFields),
      });
      return created!;
    }),
  );
}

export async function updateMachine(
  db: Database,
  actor: StaffActor,
  id: number,
  values: MachineModelValues,
): Promise<MachineModel> {
  return withUniqueModel(values, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(machineColumns)
        .from(machineModels)
        .where(eq(machineModels.id, id))
        .for('update');
      if (!before) throw notFound(`No machine model with id ${id}`);
      const [updated] = await tx
        .update(machineModels)
        .set(values)
        .where(eq(machineModels.id, id))
        .returning(machineColumns);
      const changes = changedFields(before, updated!, auditedFields);
      if (changes.length > 0) {
        await recordAudit(tx, actor, {
          action: 'machine.updated',
          entityType: 'machine',
          entityId: id,
          entityLabel: labelOf(updated!),
          changes,
        });
      }
      return updated!;
    }),
  );
}

/** Products that listed it no longer do; fleets forget it. */
export async function deleteMachine(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(machineModels)
      .where(eq(machineModels.id, id))
      .returning(machineColumns);
    if (!deleted) throw notFound(`No machine model with id ${id}`);
    await recordAudit(tx, actor, {
      action: 'machine.deleted',
      entityType: 'machine',
      entityId: id,
      entityLabel: labelOf(deleted),
      changes: changedFields(deleted, null, auditedFields),
    });
  });
}

// A customer's fleet

export function listFleet(db: Database, customerId: number): Promise<MachineModel[]> {
  return db
    .select(machineColumns)
    .from(customerMachines)
    .innerJoin(machineModels, eq(machineModels.id, customerMachines.machineModelId))
    .where(eq(customerMachines.customerId, customerId))
    .orderBy(asc(customerMachines.createdAt), asc(machineModels.id));
}

export async function addToFleet(db: Database, customerId: number, machineId: number) {
  await getMachine(db, machineId);
  await db
    .insert(customerMachines)
    .values({ customerId, machineModelId: machineId })
    .onConflictDoNothing();
  return listFleet(db, customerId);
}

export async function removeFromFleet(db: Database, customerId: number, machineId: number) {
  await db
    .delete(customerMachines)
    .where(
      and(
        eq(customerMachines.customerId, customerId),
        eq(customerMachines.machineModelId, machineId),
      ),
    );
  return listFleet(db, customerId);
}
