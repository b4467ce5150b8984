// Abandoned multipart uploads of film masters: placeholder until the uploads move here.
import { type Env } from '../env';

export async function cleanAbandonedUploads(_env: Env): Promise<void> {}
