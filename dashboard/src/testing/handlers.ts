/** The mock API, one module per group of the API's routes (mockApi/). */
export * from './mockApi';
