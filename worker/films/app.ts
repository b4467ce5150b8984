// The film uploads into the masters' bucket: placeholder until they move from cms/oauth/films/.
import { Hono } from 'hono';

import { type Env } from '../env';

export const films = new Hono<{ Bindings: Env }>();
