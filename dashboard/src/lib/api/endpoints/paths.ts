export * from './auth';
export * from './shop';
export * from './instagram';
export * from './rewards';
export * from './automations';
export * from './admin';
export * from './onlineStore';
