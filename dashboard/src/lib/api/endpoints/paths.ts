export * from './session';
export * from './instagram';
export * from './rewards';
export * from './automations';
export * from './admin';
