export declare function chromiumPath(): string;
export declare function hasChromium(): boolean;
export declare const CHROMIUM_ARGS: string[];
export declare function ensureChromium(): Promise<void>;
