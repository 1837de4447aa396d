// The portable HIP dialect of oxblas: sources use HIP names only. On AMD this is
// <hip/hip_runtime.h>. Under nvcc (CUDA 13) the names we use are mapped onto CUDA here:
// upstream HIP's nvidia_detail headers no longer compile against CUDA 13, so we keep our own,
// deliberately small, list. Add a name here when a source needs it; nothing else includes CUDA.
#pragma once

#if defined(__CUDACC__) || defined(OXBLAS_GPU_NVIDIA)
#include <cuda_runtime.h>

#define OXBLAS_HIP_NVIDIA 1

// ---- types
using hipError_t = cudaError_t;
using hipStream_t = cudaStream_t;
using hipEvent_t = cudaEvent_t;
using hipGraph_t = cudaGraph_t;
using hipGraphExec_t = cudaGraphExec_t;
using hipMemPool_t = cudaMemPool_t;
using hipMemPoolProps = cudaMemPoolProps;
using hipDeviceProp_t = cudaDeviceProp;
using hipStreamCaptureStatus = cudaStreamCaptureStatus;
using hipDevice_t = int;

// ---- errors
#define hipSuccess cudaSuccess
#define hipErrorOutOfMemory cudaErrorMemoryAllocation
#define hipErrorNoDevice cudaErrorNoDevice
#define hipErrorInsufficientDriver cudaErrorInsufficientDriver
#define hipErrorInitializationError cudaErrorInitializationError
#define hipErrorInvalidValue cudaErrorInvalidValue
#define hipErrorInvalidDevicePointer cudaErrorInvalidDevicePointer
#define hipErrorInvalidDevice cudaErrorInvalidDevice
#define hipErrorInvalidResourceHandle cudaErrorInvalidResourceHandle
#define hipErrorLaunchOutOfResources cudaErrorLaunchOutOfResources
#define hipErrorNoBinaryForGpu cudaErrorNoKernelImageForDevice
#define hipErrorInvalidDeviceFunction cudaErrorInvalidDeviceFunction
#define hipErrorCooperativeLaunchTooLarge cudaErrorCooperativeLaunchTooLarge
#define hipGetErrorString cudaGetErrorString
#define hipGetErrorName cudaGetErrorName
#define hipGetLastError cudaGetLastError

// ---- device
#define hipGetDeviceCount cudaGetDeviceCount
#define hipGetDevice cudaGetDevice
#define hipSetDevice cudaSetDevice
#define hipStreamGetDevice cudaStreamGetDevice
#define hipMemGetInfo cudaMemGetInfo
#define hipGetDeviceProperties cudaGetDeviceProperties
#define hipDeviceGetAttribute cudaDeviceGetAttribute
#define hipOccupancyMaxActiveBlocksPerMultiprocessor cudaOccupancyMaxActiveBlocksPerMultiprocessor
#define hipDeviceAttributeMultiprocessorCount cudaDevAttrMultiProcessorCount
#define hipDeviceAttributeWarpSize cudaDevAttrWarpSize
#define hipDeviceAttributeMaxThreadsPerBlock cudaDevAttrMaxThreadsPerBlock
#define hipDeviceAttributeComputeCapabilityMajor cudaDevAttrComputeCapabilityMajor
#define hipDeviceAttributeComputeCapabilityMinor cudaDevAttrComputeCapabilityMinor

// ---- memory
#define hipMalloc cudaMalloc
#define hipFree cudaFree
#define hipMemPoolCreate cudaMemPoolCreate
#define hipMemPoolDestroy cudaMemPoolDestroy
#define hipMemPoolTrimTo cudaMemPoolTrimTo
#define hipDeviceGraphMemTrim cudaDeviceGraphMemTrim
#define hipMemPoolSetAttribute cudaMemPoolSetAttribute
#define hipMemPoolAttrReleaseThreshold cudaMemPoolAttrReleaseThreshold
#define hipMemAllocationTypePinned cudaMemAllocationTypePinned
#define hipMemHandleTypeNone cudaMemHandleTypeNone
#define hipMemLocationTypeDevice cudaMemLocationTypeDevice
#define hipMallocFromPoolAsync cudaMallocFromPoolAsync
#define hipFreeAsync cudaFreeAsync
#define hipMemcpyAsync cudaMemcpyAsync
#define hipMemcpyHostToDevice cudaMemcpyHostToDevice
#define hipMemcpyDeviceToHost cudaMemcpyDeviceToHost
#define hipMemcpyDeviceToDevice cudaMemcpyDeviceToDevice
#define hipMemsetAsync cudaMemsetAsync

// ---- streams, events, graphs
#define hipStreamCreateWithFlags cudaStreamCreateWithFlags
#define hipStreamCreateWithPriority cudaStreamCreateWithPriority
#define hipDeviceGetStreamPriorityRange cudaDeviceGetStreamPriorityRange
#define hipStreamDefault cudaStreamDefault
#define hipStreamNonBlocking cudaStreamNonBlocking
#define hipStreamDestroy cudaStreamDestroy
#define hipStreamSynchronize cudaStreamSynchronize
#define hipStreamWaitEvent cudaStreamWaitEvent
#define hipEventCreateWithFlags cudaEventCreateWithFlags
#define hipEventDisableTiming cudaEventDisableTiming
#define hipEventRecord cudaEventRecord
#define hipEventDestroy cudaEventDestroy
#define hipStreamBeginCapture cudaStreamBeginCapture
#define hipStreamCaptureModeThreadLocal cudaStreamCaptureModeThreadLocal
#define hipStreamEndCapture cudaStreamEndCapture
#define hipStreamIsCapturing cudaStreamIsCapturing
#define hipStreamCaptureStatusNone cudaStreamCaptureStatusNone
#define hipStreamCaptureStatusActive cudaStreamCaptureStatusActive
#define hipStreamCaptureStatusInvalidated cudaStreamCaptureStatusInvalidated
#define hipGraphInstantiateWithFlags cudaGraphInstantiateWithFlags
#define hipGraphInstantiateFlagAutoFreeOnLaunch cudaGraphInstantiateFlagAutoFreeOnLaunch
#define hipGraphDestroy cudaGraphDestroy
#define hipGraphExecDestroy cudaGraphExecDestroy
#define hipGraphLaunch cudaGraphLaunch

// ---- launches
#define hipLaunchCooperativeKernel cudaLaunchCooperativeKernel

#else  // AMD (or any HIP platform): the real thing.
#include <hip/hip_runtime.h>
#define OXBLAS_HIP_AMD 1
#endif
