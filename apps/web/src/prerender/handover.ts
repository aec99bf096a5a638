/**
 * What a prerendered page's boot script and the app say to each other (the build writes the
 * template; the app announces itself live).
 */

/** The `<template>` holding the app's script tags until the boot script adds them. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** Dispatched on `document` once the app has taken over the page (hydrated or rendered). */
export const APP_LIVE_EVENT = 'frontdesk:app-live';
