import { installCleanupHook } from './cleanup.ts';

installCleanupHook();
