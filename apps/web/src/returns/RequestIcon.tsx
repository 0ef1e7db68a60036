import type { ReturnKind } from '@buildright/api/shared';
import { IconShieldCheck, IconTruckReturn } from '@tabler/icons-react';

/** The icon of "Return items" (a truck going back) or "Claim warranty" (a shield). */
export function RequestIcon({ kind, size }: { kind: ReturnKind; size: number }) {
  const Icon = kind === 'warranty' ? IconShieldCheck : IconTruckReturn;
  return <Icon size={size} aria-hidden />;
}
