// Lets the host be told after every successful write (the admin republishes the public snapshot).
import { createContext, useContext } from 'react';

export const AfterWriteContext = createContext<() => void>(() => undefined);
export const useAfterWrite = () => useContext(AfterWriteContext);
