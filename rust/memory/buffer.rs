//! Typed device memory: owned buffers and borrowed views over an address (cudarc-style).

use std::marker::PhantomData;
use std::sync::Arc;

use crate::backend::{Backend, DevicePtr, StreamId};
use crate::status::{bail, Result, Status};
use crate::types::DeviceCopy;

/// A device allocation of `len` elements of `T`, freed on drop. Allocated with the backend's
/// plain allocator (not the handle workspace).
pub struct DeviceBuffer<T: DeviceCopy> {
    backend: Arc<dyn Backend>,
    ptr: DevicePtr,
    len: usize,
    _t: PhantomData<T>,
}

impl<T: DeviceCopy> DeviceBuffer<T> {
    /// Uninitialised device memory (contents unspecified, but every bit pattern is a valid `T`).
    pub fn alloc(backend: &Arc<dyn Backend>, len: usize) -> Result<Self> {
        let bytes = len.checked_mul(std::mem::size_of::<T>()).ok_or_else(|| {
            crate::Error::new(
                Status::InvalidSize,
                format!("{len} elements overflow the address space"),
            )
        })?;
        let ptr = if bytes == 0 {
            DevicePtr::NULL
        } else {
            backend.malloc(bytes)?
        };
        Ok(DeviceBuffer {
            backend: backend.clone(),
            ptr,
            len,
            _t: PhantomData,
        })
    }

    /// A buffer holding a copy of `data` (synchronous).
    pub fn from_slice(backend: &Arc<dyn Backend>, data: &[T]) -> Result<Self> {
        let mut b = Self::alloc(backend, data.len())?;
        b.copy_from_host(data)?;
        Ok(b)
    }

    /// A buffer of `len` copies of `value` (synchronous).
    pub fn filled(backend: &Arc<dyn Backend>, len: usize, value: T) -> Result<Self> {
        Self::from_slice(backend, &vec![value; len])
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether it has no elements (its address may then be null).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The device address of the first element (null when empty).
    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }
    /// The backend that allocated the buffer and frees it on drop.
    pub fn backend(&self) -> &Arc<dyn Backend> {
        &self.backend
    }

    /// Copy `data` (same length) into the buffer; waits for completion.
    pub fn copy_from_host(&mut self, data: &[T]) -> Result<()> {
        if data.len() != self.len {
            bail!(
                Status::InvalidSize,
                "copy of {} elements into a buffer of {}",
                data.len(),
                self.len
            );
        }
        if self.len == 0 {
            return Ok(());
        }
        // SAFETY: both sides hold `len` elements; we wait before `data` can go away.
        unsafe {
            self.backend.memcpy_htod(
                self.ptr,
                data.as_ptr().cast(),
                self.bytes(),
                StreamId::DEFAULT,
            )?;
        }
        self.backend.stream_synchronize(StreamId::DEFAULT)
    }

    /// Copy the buffer to a new `Vec`; waits for completion.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        self.as_slice().to_vec(&self.backend)
    }

    fn bytes(&self) -> usize {
        self.len * std::mem::size_of::<T>()
    }

    /// A read-only view of all elements, for routine arguments.
    pub fn as_slice(&self) -> DeviceSlice<'_, T> {
        // SAFETY: the allocation lives as long as the borrow of `self`.
        unsafe { DeviceSlice::from_raw(self.ptr, self.len) }
    }

    /// A writable view of all elements, for routine arguments.
    pub fn as_mut_slice(&mut self) -> DeviceSliceMut<'_, T> {
        // SAFETY: as above; `&mut self` makes it unique.
        unsafe { DeviceSliceMut::from_raw(self.ptr, self.len) }
    }

    /// Give up ownership; the caller must free `ptr` with the backend.
    pub fn into_raw(self) -> (DevicePtr, usize) {
        let me = std::mem::ManuallyDrop::new(self);
        // SAFETY: `me` is never dropped, so the Arc is moved out exactly once.
        let _backend = unsafe { std::ptr::read(&me.backend) };
        (me.ptr, me.len)
    }
}

impl<T: DeviceCopy> Drop for DeviceBuffer<T> {
    fn drop(&mut self) {
        if !self.ptr.is_null() {
            // SAFETY: allocated by this backend, freed once. `free` synchronizes like hipFree.
            if let Err(e) = unsafe { self.backend.free(self.ptr) } {
                log::warn!("DeviceBuffer: free failed: {e}");
            }
        }
    }
}

impl<T: DeviceCopy> std::fmt::Debug for DeviceBuffer<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DeviceBuffer<{}>[{}] @ {:#x}",
            std::any::type_name::<T>(),
            self.len,
            self.ptr.0
        )
    }
}

/// A read-only view of `len` elements of device memory.
#[derive(Clone, Copy)]
pub struct DeviceSlice<'a, T> {
    ptr: DevicePtr,
    len: usize,
    _t: PhantomData<&'a T>,
}

/// A mutable view of `len` elements of device memory.
pub struct DeviceSliceMut<'a, T> {
    ptr: DevicePtr,
    len: usize,
    _t: PhantomData<&'a mut T>,
}

impl<'a, T: DeviceCopy> DeviceSlice<'a, T> {
    /// # Safety
    /// `ptr` must address `len` elements of device memory that stay valid for `'a`.
    pub unsafe fn from_raw(ptr: DevicePtr, len: usize) -> Self {
        DeviceSlice {
            ptr,
            len,
            _t: PhantomData,
        }
    }
    /// The device address of the first element (null when empty).
    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether it has no elements (its address may then be null).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Elements `start..start+len` of this view.
    pub fn range(&self, start: usize, len: usize) -> Result<DeviceSlice<'a, T>> {
        match start.checked_add(len) {
            Some(end) if end <= self.len => Ok(DeviceSlice {
                ptr: self.ptr.offset(start * std::mem::size_of::<T>()),
                len,
                _t: PhantomData,
            }),
            _ => bail!(
                Status::InvalidSize,
                "range {start}+{len} outside a slice of {}",
                self.len
            ),
        }
    }
    /// Copy to the host (synchronous, on the null stream of `backend`).
    pub fn to_vec(&self, backend: &Arc<dyn Backend>) -> Result<Vec<T>> {
        let mut out = Vec::<T>::with_capacity(self.len);
        if self.len > 0 {
            // SAFETY: `out` has room for `len` elements, written fully before `set_len`.
            unsafe {
                backend.memcpy_dtoh(
                    out.as_mut_ptr().cast(),
                    self.ptr,
                    self.len * std::mem::size_of::<T>(),
                    StreamId::DEFAULT,
                )?;
                backend.stream_synchronize(StreamId::DEFAULT)?;
                out.set_len(self.len);
            }
        }
        Ok(out)
    }
}

impl<'a, T: DeviceCopy> DeviceSliceMut<'a, T> {
    /// # Safety
    /// As [`DeviceSlice::from_raw`], and no other view may be used to access the memory for `'a`.
    pub unsafe fn from_raw(ptr: DevicePtr, len: usize) -> Self {
        DeviceSliceMut {
            ptr,
            len,
            _t: PhantomData,
        }
    }
    /// The device address of the first element (null when empty).
    pub fn ptr(&self) -> DevicePtr {
        self.ptr
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether it has no elements (its address may then be null).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// A read-only view of all elements, for routine arguments.
    pub fn as_slice(&self) -> DeviceSlice<'_, T> {
        DeviceSlice {
            ptr: self.ptr,
            len: self.len,
            _t: PhantomData,
        }
    }
}

impl<'a, T: DeviceCopy> From<&'a DeviceBuffer<T>> for DeviceSlice<'a, T> {
    fn from(b: &'a DeviceBuffer<T>) -> Self {
        b.as_slice()
    }
}

/// A device array of device pointers, one per batch, for the `_batched` routines. It borrows
/// the vectors it points to, so they outlive it; every vector has at least `min_len` elements.
pub struct DevicePointerArray<'a, T: DeviceCopy> {
    pointers: DeviceBuffer<DevicePtr>,
    min_len: usize,
    _t: PhantomData<&'a T>,
}

impl<'a, T: DeviceCopy> DevicePointerArray<'a, T> {
    /// Upload the addresses of `vectors` (synchronous); `memory_error` if the device is full.
    pub fn new(backend: &Arc<dyn Backend>, vectors: &[DeviceSlice<'a, T>]) -> Result<Self> {
        let ptrs: Vec<DevicePtr> = vectors.iter().map(|v| v.ptr()).collect();
        Ok(DevicePointerArray {
            pointers: DeviceBuffer::from_slice(backend, &ptrs)?,
            min_len: vectors.iter().map(|v| v.len()).min().unwrap_or(0),
            _t: PhantomData,
        })
    }
    /// Number of pointers, one per batch.
    pub fn batch_count(&self) -> usize {
        self.pointers.len()
    }
    /// Elements of the shortest vector pointed to (checked against `n` and the increment).
    pub fn min_len(&self) -> usize {
        self.min_len
    }
    /// The device address of the pointer array (the `x`/`y` argument of a batched call).
    pub fn ptr(&self) -> DevicePtr {
        self.pointers.ptr()
    }
}

/// A device array of device pointers to vectors or matrices a `_batched` routine writes. It
/// holds the mutable views, so nothing else can touch that memory while it lives.
pub struct DevicePointerArrayMut<'a, T: DeviceCopy> {
    pointers: DeviceBuffer<DevicePtr>,
    min_len: usize,
    _views: Vec<DeviceSliceMut<'a, T>>,
}

impl<'a, T: DeviceCopy> DevicePointerArrayMut<'a, T> {
    /// Upload the addresses of `vectors`, keeping the views (synchronous); `memory_error` if the
    /// device is full.
    pub fn new(backend: &Arc<dyn Backend>, vectors: Vec<DeviceSliceMut<'a, T>>) -> Result<Self> {
        let ptrs: Vec<DevicePtr> = vectors.iter().map(|v| v.ptr()).collect();
        Ok(DevicePointerArrayMut {
            pointers: DeviceBuffer::from_slice(backend, &ptrs)?,
            min_len: vectors.iter().map(|v| v.len()).min().unwrap_or(0),
            _views: vectors,
        })
    }
    /// Number of pointers, one per batch.
    pub fn batch_count(&self) -> usize {
        self.pointers.len()
    }
    /// Elements of the shortest vector pointed to (checked against `n` and the increment).
    pub fn min_len(&self) -> usize {
        self.min_len
    }
    /// The device address of the pointer array (the `x`/`y` argument of a batched call).
    pub fn ptr(&self) -> DevicePtr {
        self.pointers.ptr()
    }
}
