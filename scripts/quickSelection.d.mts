export interface RouteModules {
  path: string;
  modules: string[];
}
export declare function routeModules(root: string): RouteModules[];
export declare function featuresAt(path: string, routes: RouteModules[]): string[];
