// The editor's sign-in (GitHub OAuth): placeholder until it moves from cms/oauth/.
import { Hono } from 'hono';

import { type Env } from '../env';

export const signIn = new Hono<{ Bindings: Env }>();
signIn.get('/health', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
