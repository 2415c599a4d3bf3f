import { EN } from '../en';
import { en } from './en';

/**
 * Every English text: the domain's message texts with the web app's own on top. The web app bundles
 * them (in parts, by area) as its fallback, and the twin seeds the demo's English language from them.
 */
export const ENGLISH_TEXTS: Readonly<Record<string, string>> = { ...EN, ...en };
