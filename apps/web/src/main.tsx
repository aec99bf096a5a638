import './index.css';
import { z } from 'zod';
import { startApp } from '@/prerender/start-app';

// Zod probes `new Function` to compile fast parsers; the CSP forbids eval, so the probe only
// produces a violation report. Parsing forms is fast enough without it.
z.config({ jitless: true });

void startApp(document.getElementById('root')!);
