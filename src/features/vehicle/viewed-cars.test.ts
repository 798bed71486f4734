import { describe, expect, it } from "vitest";
import { addViewedCar, parseViewedCars, type ViewedCar } from "./viewed-cars";

const car = (id: number): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: "Toyota",
  model: "RAV4",
  body: "suv",
  simple_body: "SUV",
});

describe("viewed cars", () => {
  it("puts the most recently viewed car first", () => {
    expect(addViewedCar([car(1), car(2)], car(3)).map((c) => c.id)).toEqual([3, 1, 2]);
  });
  it("moves a car viewed again to the front instead of repeating it", () => {
    expect(addViewedCar([car(1), car(2), car(3)], car(2)).map((c) => c.id)).toEqual([2, 1, 3]);
  });
  it("keeps at most 20 cars, dropping the oldest", () => {
    const list = Array.from({ length: 20 }, (_, i) => car(i + 1));
    const next = addViewedCar(list, car(99));
    expect(next).toHaveLength(20);
    expect(next[0]?.id).toBe(99);
    expect(next.map((c) => c.id)).not.toContain(20);
  });
  it("does not change the list it is given", () => {
    const list = [car(1)];
    addViewedCar(list, car(2));
    expect(list).toEqual([car(1)]);
  });
});

describe("reading stored viewed cars", () => {
  it("reads a stored list back", () => {
    expect(parseViewedCars(JSON.stringify([car(1), car(2)]))).toEqual([car(1), car(2)]);
  });
  it("reads nothing stored, malformed JSON or a non-array as []", () => {
    expect(parseViewedCars(null)).toEqual([]);
    expect(parseViewedCars("{not json")).toEqual([]);
    expect(parseViewedCars('{"id":1}')).toEqual([]);
    expect(parseViewedCars("null")).toEqual([]);
  });
  it("reads a list with any malformed entry as []", () => {
    expect(parseViewedCars(JSON.stringify([car(1), { ...car(2), id: "2" }]))).toEqual([]);
    expect(parseViewedCars(JSON.stringify([car(1), { ...car(2), make: undefined }]))).toEqual([]);
    expect(parseViewedCars(JSON.stringify([{ ...car(1), body: 5 }]))).toEqual([]);
    expect(parseViewedCars(JSON.stringify([null]))).toEqual([]);
  });
  it("drops extra fields, reads a missing body as null, and trims repeats and entries beyond 20", () => {
    const { body: _body, ...noBody } = car(1);
    expect(parseViewedCars(JSON.stringify([{ ...noBody, extra: "<script>" }]))).toEqual([{ ...noBody, body: null }]);
    expect(parseViewedCars(JSON.stringify([car(1), car(2), car(1)])).map((c) => c.id)).toEqual([1, 2]);
    expect(parseViewedCars(JSON.stringify(Array.from({ length: 25 }, (_, i) => car(i + 1))))).toHaveLength(20);
  });
});
