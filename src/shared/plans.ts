/** The plans a store can be on; configuration sets rate limits per plan, so the list sits below both. */
export type Plan = 'starter' | 'growth' | 'pro' | 'enterprise';
export const PLANS: Plan[] = ['starter', 'growth', 'pro', 'enterprise'];
