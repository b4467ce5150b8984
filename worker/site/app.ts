// Everything that is not /oauth/: the static export, through the assets binding.
import { Hono } from 'hono';

import { type Env } from '../env';

export const site = new Hono<{ Bindings: Env }>();
site.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));
