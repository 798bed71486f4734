import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { readOperatorFile } from "./operator-file";
import { operatorJson, startOperatorDoor } from "./operator-server";

async function openDoor() {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "door-")), "pglite");
  const door = await startOperatorDoor(dir, {
    "/echo": async (query, body) => ({ status: 200, json: { site: query.get("site"), body: await text(body) } }),
    "/json": async (_query, body) => ({ status: 200, json: await operatorJson(body) }),
  });
  return { dir, door, file: readOperatorFile(dir)! };
}

const post = (port: number, route: string, authorization?: string) =>
  fetch(`http://127.0.0.1:${port}${route}`, {
    method: "POST",
    body: "stocknum\nA1\n",
    headers: authorization ? { authorization } : {},
  });

describe("operator door", () => {
  it("runs a task for loopback with the token, streaming it the body", async () => {
    const { door, file } = await openDoor();
    try {
      const res = await post(file.port, "/echo?site=harbour-toyota", `Bearer ${file.token}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ site: "harbour-toyota", body: "stocknum\nA1\n" });
    } finally {
      door.close();
    }
  });

  it("answers 401 without the token or with another, and never echoes it", async () => {
    const { door, file } = await openDoor();
    try {
      for (const auth of [undefined, "Bearer wrong", `Bearer ${file.token}x`]) {
        const res = await post(file.port, "/echo", auth);
        expect(res.status).toBe(401);
        expect(await res.text()).not.toContain(file.token);
      }
    } finally {
      door.close();
    }
  });

  it("answers 404 for a task it does not have, and removes its file when closed", async () => {
    const { dir, door, file } = await openDoor();
    const res = await post(file.port, "/drop-tables", `Bearer ${file.token}`);
    expect(res.status).toBe(404);
    door.close();
    expect(readOperatorFile(dir)).toBeNull();
  });

  it("answers 400 with the reason for a body that is not the JSON a task takes, never 500", async () => {
    const { door, file } = await openDoor();
    try {
      const res = await post(file.port, "/json", `Bearer ${file.token}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "the request body is not JSON" });
    } finally {
      door.close();
    }
  });
});
