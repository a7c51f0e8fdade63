import { createContext, useContext } from 'react';

/**
 * False while start-up still signs the visitor in: the page's frame (heading, banner, skeletons of
 * the final size) paints at once, and blocks that call the api render when this turns true.
 */
export const StartupReadyContext = createContext(true);

export const useStartupReady = () => useContext(StartupReadyContext);
