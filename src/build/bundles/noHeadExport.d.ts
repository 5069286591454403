export declare function headHandlerForBrowser(): void
