export * from './auth-guard';
export * from './guest-guard';
export { RoleGuard } from './role-guard';
