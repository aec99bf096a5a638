/**
 * A TCP proxy on loopback in front of a real PostgreSQL, to take the database away and bring it
 * back without touching the server everyone shares. `cut` does what a database restart does to
 * its clients: every open connection is dropped and new ones are refused (nothing listens);
 * `restore` listens again on the same port.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = createConnection(target);
        track(client);
        track(upstream);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const closeListener = (server: Server) =>
    new Promise<void>((resolve) => server.close(() => resolve()));

  let listener: Server | undefined = await listen(0);
  const address = listener.address();
  if (typeof address !== 'object' || !address) throw new Error('the proxy has no port');
  const { port } = address;

  const cut = async () => {
    const closing = listener ? closeListener(listener) : Promise.resolve();
    listener = undefined;
    for (const socket of open) socket.destroy();
    await closing;
  };
  return {
    port,
    cut,
    async restore() {
      listener ??= await listen(port);
    },
    close: cut,
  };
}
