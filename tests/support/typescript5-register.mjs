import { register } from 'node:module';

register('./typescript5-hooks.mjs', import.meta.url);
