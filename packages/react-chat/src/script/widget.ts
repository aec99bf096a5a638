// Entry of widget.js, the script-tag build's loader (an IIFE: the tag needs no type="module").
import { startLoader } from './loader';

const script =
  (document.currentScript as HTMLScriptElement | null) ??
  document.querySelector<HTMLScriptElement>('script[data-key][src*="widget"]');
if (script) startLoader(script);
