import type { AppRouter } from '@buildright/api';
import type { inferRouterOutputs } from '@trpc/server';

type StaffList = inferRouterOutputs<AppRouter>['staff']['list'];
export type StaffMember = StaffList['members'][number];
export type OpenInvitation = StaffList['invitations'][number];
