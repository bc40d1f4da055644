// The administrator the generator creates, so the benchmark can sign in to the admin API.
// Only ever in the benchmark's own database.
export const SCALE_ADMIN = { email: 'scale-admin@example.com', password: 'scale-admin-password' } as const;
