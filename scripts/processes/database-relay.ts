import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP relay between a server process and PostgreSQL, which the test can cut (every connection dropped, new ones
 * closed at once) and restore: the database becomes unreachable for that process alone, as on a network fault.
 */
export interface DatabaseRelay {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startDatabaseRelay(port: number, to: { host: string; port: number }): Promise<DatabaseRelay> {
  let open = true;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (!open) return void client.destroy();
    const upstream = connect(to.port, to.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
