import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type AdminUser, type RegistrationModeResponse, type UserUpdate } from '@mediawatch/shared';

import { userKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------
// User administration (manageUsers) and the registration mode
// (docs/decisions/0042-accounts-and-ownership.md).

/** `PATCH /api/user/update/{id}`: a new role, or disable / enable the account. */
export async function updateUser({ id, ...change }: UserUpdate & { id: string }): Promise<AdminUser> {
  const { data } = await apiClient.patch<AdminUser>(endpoints.user.update(id), change);
  return data;
}

export function useUpdateUser() {
  return useInvalidatingMutation(updateUser, [userKeys.all]);
}

/** `POST /api/user/invite`: a registration link goes to the address by mail. */
export async function inviteUser(email: string): Promise<void> {
  await apiClient.post(endpoints.user.invite, { email });
}

export function useInviteUser() {
  return useInvalidatingMutation(inviteUser, [userKeys.all]);
}

/** `GET /api/auth/registration`: who may create an account (public). */
export async function getRegistrationMode(): Promise<RegistrationModeResponse> {
  const { data } = await apiClient.get<RegistrationModeResponse>(endpoints.auth.registration);
  return data;
}

export const getRegistrationModeQueryOptions = () =>
  queryOptions({ queryKey: [...userKeys.all, 'registration'] as const, queryFn: getRegistrationMode, staleTime: 60_000 });

export function useRegistrationMode() {
  return useQuery(getRegistrationModeQueryOptions());
}
