/**
 * The Social & Emotional World in 3D (Pro): the same bodies as the 2D view, lifted by
 * their mood (cheerful above, upset below), drawn with three.js. Drag (or one finger)
 * orbits, the wheel or a pinch zooms, a click opens the relationship. Its own lazy chunk.
 */
import { useEffect, useRef, useState } from 'react';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { SocialPerson } from '../../../../contract/worlds-social';
import { formatDay, moodLabel, plural } from './social-format';
import { layoutBodies } from './social-orbit';

type Props = { people: SocialPerson[]; onOpen: (p: SocialPerson) => void; onHover: (p: SocialPerson | null) => void };

export default function Social3D({ people, onOpen, onHover }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ person: SocialPerson; x: number; y: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onOpen, onHover });
  callbacks.current = { onOpen, onHover };

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let renderer: THREE.WebGLRenderer;
    try {
      renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    } catch {
      setFailed(true);
      return;
    }
    const size = () => ({ w: el.clientWidth || 600, h: el.clientWidth || 600 });
    let { w, h } = size();
    renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
    renderer.setSize(w, h);
    renderer.setClearColor('#0d0d1a');
    el.appendChild(renderer.domElement);
    renderer.domElement.setAttribute('aria-hidden', 'true');
    renderer.domElement.style.touchAction = 'none';

    const scene = new THREE.Scene();
    const camera = new THREE.PerspectiveCamera(50, w / h, 1, 5000);
    camera.position.set(0, -620, 520);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    scene.add(new THREE.AmbientLight('#ffffff', 0.7));
    const sun = new THREE.DirectionalLight('#ffffff', 1.6);
    sun.position.set(300, -400, 600);
    scene.add(sun);
    for (const r of [110, 220, 330, 440]) {
      const ring = new THREE.Mesh(new THREE.RingGeometry(r - 1, r + 1, 96), new THREE.MeshBasicMaterial({ color: '#2a2a40', side: THREE.DoubleSide }));
      scene.add(ring);
    }
    const { self, bodies } = layoutBodies(people);
    const meshes: THREE.Mesh[] = [];
    const sphere = new THREE.SphereGeometry(1, 24, 16);
    const you = new THREE.Mesh(sphere, new THREE.MeshStandardMaterial({ color: '#ececf4', emissive: '#7a4cf0', emissiveIntensity: 0.4 }));
    you.scale.setScalar(28);
    scene.add(you);
    for (const b of bodies) {
      const m = new THREE.Mesh(sphere, new THREE.MeshStandardMaterial({ color: b.color, roughness: 0.5 }));
      m.scale.setScalar(b.r);
      m.position.set(b.x, -b.y, b.person.sentiment * 200);
      m.userData.person = b.person;
      const stem = new THREE.Line(
        new THREE.BufferGeometry().setFromPoints([new THREE.Vector3(b.x, -b.y, 0), m.position.clone()]),
        new THREE.LineBasicMaterial({ color: '#3a3a58' }),
      );
      scene.add(m, stem);
      meshes.push(m);
    }
    void self;

    const ray = new THREE.Raycaster();
    const pointer = new THREE.Vector2();
    const pick = (e: PointerEvent | MouseEvent) => {
      const r = renderer.domElement.getBoundingClientRect();
      pointer.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
      ray.setFromCamera(pointer, camera);
      const hit = ray.intersectObjects(meshes)[0];
      return hit ? { person: hit.object.userData.person as SocialPerson, x: e.clientX - r.left, y: e.clientY - r.top } : null;
    };
    let downAt = { x: 0, y: 0 };
    const move = (e: PointerEvent) => {
      const hit = pick(e);
      setHover(hit);
      callbacks.current.onHover(hit?.person ?? null);
      renderer.domElement.style.cursor = hit ? 'pointer' : 'grab';
    };
    const down = (e: PointerEvent) => (downAt = { x: e.clientX, y: e.clientY });
    const click = (e: MouseEvent) => {
      if (Math.abs(e.clientX - downAt.x) + Math.abs(e.clientY - downAt.y) > 4) return;
      const hit = pick(e);
      if (hit) callbacks.current.onOpen(hit.person);
    };
    renderer.domElement.addEventListener('pointermove', move);
    renderer.domElement.addEventListener('pointerdown', down);
    renderer.domElement.addEventListener('click', click);
    const resize = new ResizeObserver(() => {
      ({ w, h } = size());
      renderer.setSize(w, h);
      camera.aspect = w / h;
      camera.updateProjectionMatrix();
    });
    resize.observe(el);
    let frame = 0;
    const loop = () => {
      frame = requestAnimationFrame(loop);
      controls.update();
      renderer.render(scene, camera);
    };
    loop();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      controls.dispose();
      renderer.domElement.remove();
      renderer.dispose();
      sphere.dispose();
    };
  }, [people]);

  if (failed) {
    return (
      <p role="alert" className="rounded-xl border border-border bg-surface-2 p-4 text-sm">
        This browser cannot draw WebGL, which the 3D view needs. The 2D view shows the same world.
      </p>
    );
  }
  return (
    <div className="relative mx-auto w-full max-w-[760px]">
      <div
        ref={host}
        role="img"
        aria-label={`Social world in 3D: ${plural(people.length - 1, 'person', 'people')} around you, cheerful moods above, upset below. Drag to orbit, scroll to zoom; the list beside it opens each person.`}
        className="aspect-square w-full overflow-hidden rounded-2xl border border-border"
        data-testid="social-3d"
      />
      {hover && (
        <div role="tooltip" className="pointer-events-none absolute z-10 rounded-xl border border-border bg-surface-2/95 p-3 text-sm shadow-xl" style={{ left: hover.x + 12, top: hover.y + 12 }}>
          <p className="font-semibold">{hover.person.name}</p>
          <p className="text-muted">{plural(hover.person.messageCount, 'message')}</p>
          <p className="text-muted">Last message {formatDay(hover.person.lastAt)}</p>
          <p className="text-muted">Mood {moodLabel(hover.person.sentiment)}</p>
        </div>
      )}
    </div>
  );
}
