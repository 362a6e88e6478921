#!/usr/bin/env node
// The package's command: registers tsx's loader, then runs the TypeScript CLI as is.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
