// Types of vite-plugin-pwa's virtual module (virtual:pwa-register), for every tsconfig that includes web/src.
/// <reference types="vite-plugin-pwa/client" />
